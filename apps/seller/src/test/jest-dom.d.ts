// Types of the DOM matchers that @margin/ui/test-setup installs (toBeInTheDocument, ...).
/// <reference types="@testing-library/jest-dom/vitest" />
