// The parts of swiper the carousel uses, named one by one: importing `swiper/modules` as a whole
// (e.g. with a dynamic import) ships every module swiper has, zoom and virtual slides included.
export { default as Swiper } from 'swiper'
export { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules'
