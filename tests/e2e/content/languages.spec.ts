import path from 'node:path'
import { expect, test } from '../fixtures'
import { parse } from 'yaml'
import { englishLabels, englishLabelsOnPages, formatLanguageProblems, languageProblems } from '../support/languageCrawl'
import { siteUnderTest } from './site'

/**
 * A reader never falls out of their language: every link of every built page (in every language)
 * leads to a page in the page's own language, and the language switcher to the same page in the
 * other one. Read from the built files, so it holds for whatever the content says.
 */
test('no link leaves the language of its page, and the switcher keeps the page @desktop', () => {
  const site = siteUnderTest()
  const { pages, links, problems } = languageProblems(path.join(site.distDir, 'client'), site.origin)
  expect(pages, 'pages read').toBeGreaterThan(10)
  expect(links, 'links read').toBeGreaterThan(pages * 10)
  expect(problems, formatLanguageProblems(problems.slice(0, 40))).toEqual([])
})

/** The interface's words that Romanian writes otherwise, from the content's own files. */
const LABEL_FILES = [{ file: 'site.yaml', under: 'ui' }, { file: 'pages/blog.yaml', under: 'post' }, { file: 'pages/forms.yaml' }]

test('no Romanian page shows an English label outside a block marked English @desktop', () => {
  const site = siteUnderTest()
  const labels = englishLabels(site.contentDir, LABEL_FILES, parse)
  expect(labels.size, 'labels compared').toBeGreaterThan(20)
  const found = englishLabelsOnPages(path.join(site.distDir, 'client'), labels, 'ro')
  expect(found.map((f) => `${f.page}: "${f.text}"`)).toEqual([])
})
