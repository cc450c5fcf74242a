// The stored light/dark choice on <html> before the first frame (README: No flash of the wrong theme); src/page/useTheme.ts owns it after.
try {
  var choice = localStorage.getItem('people-grid:theme');
  if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
} catch {
  // storage refused (some private modes): follow the system
}
