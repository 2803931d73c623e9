import type { TestimonialData } from '../../lib/content'
import { testimonialSlides } from '../../lib/homeVariants'
import Carousel, { type CarouselLabels } from '../islands/Carousel/Carousel'
import { Island } from '../islands/Island'
import styles from './TestimonialSlider.module.css'

/** The quotes of about-us.yaml as the autoplaying testimonial slider (SPEC §9). */
export function TestimonialSlider({ items, label, labels }: { items: TestimonialData[]; label: string; labels: CarouselLabels }) {
  return (
    <div className={styles.slider}>
      <Island name="Carousel" component={Carousel} when="visible" props={{ variant: 'testimonials', label, items: testimonialSlides(items), labels }} />
    </div>
  )
}
