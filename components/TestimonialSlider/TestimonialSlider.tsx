import type { TestimonialData } from '../../lib/content'
import { testimonialSlides } from '../../lib/homeVariants'
import type { CarouselLabels } from '../../lib/shared/islands'
import Carousel from '../islands/Carousel/Carousel'
import { Island } from '../islands/Island'

/**
 * The quotes of about-us.yaml as the autoplaying testimonial slider (SPEC §9). Before its script
 * runs the quotes form the same one-wide row swiper shows, so nothing moves when it starts.
 */
export function TestimonialSlider({ items, label, labels }: { items: TestimonialData[]; label: string; labels: CarouselLabels }) {
  return <Island name="Carousel" component={Carousel} when="visible" props={{ variant: 'testimonials', label, items: testimonialSlides(items), labels }} />
}
