try {
  var theme = localStorage.getItem('people-grid:theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {}
