/**
 * The field of one game category's rebate rate in the rebate settings form (SPEC §7 row 100): named once, since the
 * form, its schema and the refusal table (which puts a platform's rate refusal under that field) must agree.
 */
export const rateField = (category: string) => `rate.${category}`;
