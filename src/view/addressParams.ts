/**
 * A parameter of the address that holds one value: its last one (undefined when it is not
 * there); given more than once, a notice says that only the last one counts.
 */
export function lastParam(params: URLSearchParams, name: string, notices: string[]): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) notices.push(`?${name} was given ${values.length} times; only the last one counts.`);
  return values.at(-1);
}
