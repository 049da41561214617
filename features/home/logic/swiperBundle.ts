/**
 * The only swiper code the home loads, fetched after the first paint: the core and the pagination module
 * the carousels use (no bundle, no React wrapper).
 */
export { Swiper } from 'swiper';
export { Pagination } from 'swiper/modules';
