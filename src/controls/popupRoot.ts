/**
 * Where menus and a filter's message are drawn: the page's main landmark, so that they stand
 * inside a landmark as the rest of the page does (axe's region rule); the body before it exists.
 * Positioned absolutely, they take no place in its layout.
 */
export const popupRoot = (): HTMLElement => document.querySelector('main') ?? document.body;
