/** One value of a page's search parameter (the first when repeated), for the team screens' GET forms. */
export function searchParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
