/** The installed web app's theme (app/globals.css --bg): manifest theme and background, and the viewport theme colour. */
export const THEME_COLOR = '#0f1b2d';
