// Mantine's PostCSS setup, shared by both apps.
module.exports = require('@margin/ui/postcss.config.cjs');
