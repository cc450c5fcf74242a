// Issue 34's figures in the tab: grouping, aggregates, opening a group, sorting groups and a
// filter while grouped, each timed as a person makes it (a column menu's item, a button, a
// header, typing), from the mouse press or the debounce to the frame with the new rows.

/** A column menu's item chosen: the press on it timed; a checkbox item leaves the menu open, so Escape closes it. */
async function chooseTimed(page, timeClick, header, item) {
  await page.getByRole('button', { name: `Column menu ${header}`, exact: true }).click();
  const figure = await timeClick(page, page.getByRole('menu', { name: `Column menu ${header}` }).getByText(item, { exact: true }));
  if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
  return figure;
}

/** People: one column grouped, then ungrouped (the same item again). */
export async function peopleGroupingFigures(page, record, { timeClick }) {
  record('group by Last Name', await chooseTimed(page, timeClick, 'Last Name', 'Group by Last Name'));
  await chooseTimed(page, timeClick, 'Last Name', 'Group by Last Name');
}

/**
 * The bench's 1,000,000-row file (columns id, name, email, city, country, date, amount, status):
 * name has about 2,600 values (the column of about 1,000), country about 20 and the
 * United States about 100,000 rows. Everything is put back at the end.
 */
export async function fileGroupingFigures(page, record, { timeClick, timeTyping }) {
  const choose = (header, item) => chooseTimed(page, timeClick, header, item);
  record('group by name (~2,600 values)', await choose('name', 'Group by name'));
  await choose('name', 'Group by name');
  record('group by country (~20 values)', await choose('country', 'Group by country'));
  record('group by two columns (country, then city)', await choose('city', 'Group by city'));
  record('aggregate added: Sum of amount', await choose('amount', 'Sum'));
  record('aggregate added: Mean of id', await choose('id', 'Mean'));
  record('aggregate added: Distinct of email', await choose('email', 'Distinct'));
  await timeClick(page, page.getByRole('button', { name: 'Remove group city', exact: true }));
  record('open a group of ~100,000 rows (United States)', await timeClick(page, page.getByRole('button', { name: 'Expand United States', exact: true })));
  record('sort groups by an aggregate (sum(amount))', await timeClick(page, page.getByRole('columnheader', { name: 'sum(amount)', exact: true })));
  record('filter while grouped: name "smith"', await timeTyping(page, 'Filter name', 'smith'));
  await timeTyping(page, 'Filter name', '');
  // Back to the view before: the sort's next two steps (descending, none), no aggregates, no groups.
  await timeClick(page, page.getByRole('columnheader', { name: 'sum(amount)', exact: true }));
  await timeClick(page, page.getByRole('columnheader', { name: 'sum(amount)', exact: true }));
  for (const header of ['amount', 'id', 'email']) await choose(header, 'None');
  await timeClick(page, page.getByRole('button', { name: 'Remove group country', exact: true }));
}
