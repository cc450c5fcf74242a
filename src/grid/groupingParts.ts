// The grid's grouping pieces that load with the first grouping (issue 34; groupingLoader.ts):
// nobody waits for them before the first rows.
export { GroupCell } from './groupCell';
export { TreeAria } from './treeAria';
export { default as RowGroupsBar } from '../controls/RowGroupsBar';
