/** The lists a text can count, by the name it writes between braces (counts.ts): with no Node module, for the content manager too. */
export const COUNTABLE = ['services', 'industries', 'caseStudies', 'posts', 'works', 'teamMembers'] as const
export type Countable = (typeof COUNTABLE)[number]
