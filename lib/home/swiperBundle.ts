/**
 * The only swiper code the home loads, fetched after the first paint: the core and the two modules the
 * carousels use (no bundle, no React wrapper).
 */
export { Swiper } from 'swiper';
export { Autoplay, Pagination } from 'swiper/modules';
