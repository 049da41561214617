/**
 * Row 78's feedback types. A module of its own, without the answer schemas, because the feedback form's browser
 * code lists them and should not load the whole schema library for five words.
 */
export const feedbackTypes = ['SUGGESTION', 'COMPLAINT', 'PAYMENT', 'GAME', 'OTHER'] as const;
