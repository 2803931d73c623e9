// The site's global stylesheets, in the order renderer/+onRenderHtml.tsx imports them, as text
// (`?inline`): the CMS puts them into its preview frame, not into its own page.
import base from '../renderer/styles/base.css?inline'
import fonts from '../renderer/styles/fonts.css?inline'
import layers from '../renderer/styles/layers.css?inline'
import tokens from '../renderer/styles/tokens.css?inline'

export default [layers, fonts, tokens, base].join('\n')
