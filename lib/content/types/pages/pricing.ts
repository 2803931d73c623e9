/** `content/pages/pricing.yaml`. */
import { z } from 'zod'
import { cta, innerPageHead, text } from '../../fields'
import { defineSingleFile } from '../define'

export const pricingPage = z
  .object({
    ...innerPageHead,
    featuresLabel: text().meta({ title: 'List of features (screen readers)', description: "Screen-reader name of each plan's list of features." }),
    plans: z
      .array(
        z
          .object({
            name: text().meta({ title: 'Plan name', description: 'Plan name, e.g. BASIC PLAN.' }),
            price: z.number().positive().meta({ title: 'Price', description: 'Price in whole currency units, e.g. 49.' }),
            currency: text().default('$').meta({ title: 'Currency sign', description: 'Sign written before the price.' }),
            period: text().meta({ title: 'Words after the price', description: 'Words after the price, e.g. per month.' }),
            note: text().meta({ title: 'Small print', description: 'Small print under the price.' }),
            features: z.array(text()).min(1).meta({ title: 'What it includes', description: 'What the plan includes, one line each.' }),
            badge: text().optional().meta({ title: 'Highlight', description: 'A highlight such as "Popular"; the plan stands out when it has one.' }),
            cta: cta.meta({ title: 'Button', description: 'The button under the plan, e.g. Start My Project Now to /contact/.' }),
          })
          .strict(),
      )
      .min(1)
      .meta({ title: 'Plans', description: 'The plans, side by side in this order.' }),
    enterprise: z
      .object({
        heading: text().meta({ title: 'Heading', description: 'Heading of the block.' }),
        text: text().meta({ title: 'Sentence under the heading', description: 'The sentence under the heading.' }),
        cta: cta.meta({ title: 'Button' }),
      })
      .strict()
      .meta({ title: 'Larger projects block', description: 'The block for projects that fit no plan.' }),
  })
  .strict()
  .meta({ description: 'The pricing page: plans side by side and a call for larger projects.' })

export const contentType = defineSingleFile({
  key: 'pricing',
  file: 'pages/pricing.yaml',
  schema: pricingPage,
  intro: 'The pricing page at `/pricing/`: the plans and the enterprise block.',
  footer: 'company',
})
