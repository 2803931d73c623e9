/** `content/pages/pricing.yaml`. */
import { z } from 'zod'
import { cta, innerPageHead, text } from '../../fields'
import { defineSingleFile } from '../define'

export const pricingPage = z
  .object({
    ...innerPageHead,
    featuresLabel: text().meta({ description: "Screen-reader name of each plan's list of features." }),
    plans: z
      .array(
        z
          .object({
            name: text().meta({ description: 'Plan name, e.g. BASIC PLAN.' }),
            price: z.number().positive().meta({ description: 'Price in whole currency units, e.g. 49.' }),
            currency: text().default('$').meta({ description: 'Sign written before the price.' }),
            period: text().meta({ description: 'Words after the price, e.g. per month.' }),
            note: text().meta({ description: 'Small print under the price.' }),
            features: z.array(text()).min(1).meta({ description: 'What the plan includes, one line each.' }),
            badge: text().optional().meta({ description: 'A highlight such as "Popular"; the plan stands out when it has one.' }),
            cta: cta.meta({ description: 'The button under the plan, e.g. Start My Project Now to /contact/.' }),
          })
          .strict(),
      )
      .min(1)
      .meta({ description: 'The plans, side by side in this order.' }),
    enterprise: z
      .object({
        heading: text().meta({ description: 'Heading of the block.' }),
        text: text().meta({ description: 'The sentence under the heading.' }),
        cta: cta,
      })
      .strict()
      .meta({ description: 'The block for projects that fit no plan.' }),
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
