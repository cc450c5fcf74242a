try {
  var choice = localStorage.getItem('people-grid:theme');
  if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
} catch { /* storage refused: follow the system */ }
