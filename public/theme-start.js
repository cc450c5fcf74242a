// Puts the visitor's stored light/dark choice on <html> before the page is first drawn, so a
// visitor who chose the scheme their system does not use sees no flash of the other one.
// A classic script in <head>, not inline (the Content-Security-Policy forbids inline script)
// and not a module (modules run after the first frames are drawn). src/useTheme.ts owns the
// choice afterwards: keep the key and the values in step with it. With nothing stored,
// styles.css follows the system's scheme by itself.
try {
  var choice = localStorage.getItem('people-grid:theme');
  if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
} catch {
  // storage refused (some private modes): follow the system
}
