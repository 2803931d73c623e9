import type { CarouselLabels } from './shared/islands'
import type { Content } from './content'

/** The carousel's wording from site.yaml `ui`, for every page with a Carousel island. */
export function carouselLabels(content: Content): CarouselLabels {
  const { carouselPrevious, carouselNext, carouselPause, carouselPlay, carouselSlide, carouselGoTo } = content.site.ui
  return { carouselPrevious, carouselNext, carouselPause, carouselPlay, carouselSlide, carouselGoTo }
}
