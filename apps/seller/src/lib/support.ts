/**
 * Where sellers write to (the server's SUPPORT_EMAIL default). A module of its own, with no imports, so the
 * menus, the reading matter and the subscription dialogs can all name it without importing one another.
 */
export const SUPPORT_EMAIL = 'support@margin.app';
