/**
 * The anchors `npm run bench` measures this build against: Hugo (Debian's package) and Astro (from
 * npm, at a pinned version), each building the same generated posts as small blog sites of their
 * own: a list of every post, and a page per post with its text and the three newest posts. They
 * are installed by the bench into a folder of its own, never as a dependency of the site, and
 * measured as this build is: cold, again with nothing changed, warm, after a one-post edit.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { measureCommand, median, syntheticPost, type BuildMeasure } from './benchScale'

/** The newest Astro that runs on the project's Node 20 (Astro 6 and 7 need Node 22). */
export const ASTRO_VERSION = '5.18.2'
/** The Hugo of the Debian release the machines run. */
export const HUGO_PACKAGE = 'hugo'

export interface AnchorRow {
  tool: string
  version: string
  posts: number
  coldMs: number
  noChangeMs: number
  warmMs: number
  onePostMs: number
  peakMb: number
  /** HTML files the last build wrote. */
  htmlPages: number
}

/** Installs what is missing: Hugo with apt-get (as root), Astro with npm into `toolsDir`. Returns why an anchor cannot be measured, if one cannot. */
export function installAnchors(toolsDir: string, log: (line: string) => void): { hugo?: string; astro?: string; missing: string[] } {
  const missing: string[] = []
  let hugo: string | undefined
  try {
    hugo = execFileSync('sh', ['-c', 'command -v hugo'], { encoding: 'utf8' }).trim()
  } catch {
    if (process.getuid?.() === 0) {
      log(`  Installing Debian's ${HUGO_PACKAGE}…`)
      try {
        execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${HUGO_PACKAGE}`], { stdio: 'ignore' })
        hugo = execFileSync('sh', ['-c', 'command -v hugo'], { encoding: 'utf8' }).trim()
      } catch {
        missing.push(`Hugo: apt-get install ${HUGO_PACKAGE} failed`)
      }
    } else missing.push(`Hugo: not installed (sudo apt-get install ${HUGO_PACKAGE})`)
  }
  const astroDir = path.join(toolsDir, `astro-${ASTRO_VERSION}`)
  const astro = path.join(astroDir, 'node_modules', 'astro', 'astro.js')
  if (!fs.existsSync(astro)) {
    log(`  Installing Astro ${ASTRO_VERSION} into ${astroDir}…`)
    fs.mkdirSync(astroDir, { recursive: true })
    fs.writeFileSync(path.join(astroDir, 'package.json'), JSON.stringify({ name: 'bench-astro-tools', private: true, type: 'module' }))
    try {
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `astro@${ASTRO_VERSION}`], { cwd: astroDir, stdio: 'ignore' })
    } catch {
      missing.push(`Astro: npm install astro@${ASTRO_VERSION} failed`)
    }
  }
  return { hugo, astro: fs.existsSync(astro) ? astro : undefined, missing }
}

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/** The same posts as the site's bench: the same text and front matter, without pictures (neither anchor makes picture variants here). */
function writePosts(dir: string, count: number): string[] {
  const files: string[] = []
  for (let i = 1; i <= count; i++) {
    const file = path.join(dir, `bench-post-${String(i).padStart(5, '0')}.md`)
    write(file, syntheticPost(i, { authors: ['Ana Pop', 'Mihai Ionescu'], images: [] }))
    files.push(file)
  }
  return files
}

/** A Hugo site of `count` posts in `dir`. Returns the post edited for the one-post build. */
export function hugoSite(dir: string, count: number): string {
  write(path.join(dir, 'hugo.toml'), 'baseURL = "https://example.org/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term"]\n')
  write(
    path.join(dir, 'layouts/_default/baseof.html'),
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main>{{ block "main" . }}{{ end }}</main></body></html>\n',
  )
  write(
    path.join(dir, 'layouts/_default/single.html'),
    '{{ define "main" }}<article><h1>{{ .Title }}</h1><time>{{ .Date.Format "2006-01-02" }}</time>{{ .Content }}</article><aside><ul>{{ range first 3 (where site.RegularPages "Section" "blog") }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></aside>{{ end }}\n',
  )
  const list =
    '{{ define "main" }}<ul>{{ range where site.RegularPages "Section" "blog" }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Summary }}</li>{{ end }}</ul>{{ end }}\n'
  write(path.join(dir, 'layouts/_default/list.html'), list)
  write(path.join(dir, 'layouts/index.html'), list)
  const files = writePosts(path.join(dir, 'content/blog'), count)
  return files[Math.floor(files.length / 2)]!
}

/** An Astro site of `count` posts in `dir`, using the Astro installed in `astroDir`. Returns the post edited for the one-post build. */
export function astroSite(dir: string, count: number, astroModules: string): string {
  fs.mkdirSync(dir, { recursive: true })
  fs.symlinkSync(astroModules, path.join(dir, 'node_modules'))
  write(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-astro', private: true, type: 'module' }))
  // Its cache in the site's folder: the cold build starts without it.
  write(
    path.join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config'\nexport default defineConfig({ site: 'https://example.org', cacheDir: './.astro-cache' })\n",
  )
  write(
    path.join(dir, 'src/content.config.ts'),
    "import { defineCollection, z } from 'astro:content'\nimport { glob } from 'astro/loaders'\n" +
      "export const collections = { blog: defineCollection({ loader: glob({ pattern: '*.md', base: './posts' }), schema: z.object({ title: z.string(), date: z.coerce.date(), summary: z.string() }).passthrough() }) }\n",
  )
  const newest = "const posts = (await getCollection('blog')).sort((a, b) => b.data.date.valueOf() - a.data.date.valueOf())"
  write(
    path.join(dir, 'src/pages/blog/[slug].astro'),
    `---\nimport { getCollection, render } from 'astro:content'\nexport async function getStaticPaths() {\n  ${newest}\n  const recent = posts.slice(0, 3)\n  return posts.map((post) => ({ params: { slug: post.id }, props: { post, recent } }))\n}\nconst { post, recent } = Astro.props\nconst { Content } = await render(post)\n---\n` +
      '<html lang="en"><head><meta charset="utf-8"><title>{post.data.title}</title></head><body><main><article><h1>{post.data.title}</h1><time>{post.data.date.toISOString().slice(0, 10)}</time><Content /></article>' +
      '<aside><ul>{recent.map((r) => <li><a href={`/blog/${r.id}/`}>{r.data.title}</a></li>)}</ul></aside></main></body></html>\n',
  )
  write(
    path.join(dir, 'src/pages/index.astro'),
    `---\nimport { getCollection } from 'astro:content'\n${newest}\n---\n<html lang="en"><head><meta charset="utf-8"><title>Bench</title></head><body><main><ul>{posts.map((p) => <li><a href={\`/blog/\${p.id}/\`}>{p.data.title}</a> {p.data.summary}</li>)}</ul></main></body></html>\n`,
  )
  const files = writePosts(path.join(dir, 'posts'), count)
  return files[Math.floor(files.length / 2)]!
}

/** Measures one anchor as the site is measured: cold, nothing changed, warm (output removed, caches kept), one-post edit; the median of `runs`. */
export async function measureAnchor(
  tool: { name: string; version: string; command: string; args: string[]; cold: string[]; output: string },
  site: { dir: string; edited: string; posts: number },
  runs: number,
  log: (line: string) => void,
): Promise<AnchorRow> {
  const measured: Record<'cold' | 'noChange' | 'warm' | 'onePost', BuildMeasure[]> = { cold: [], noChange: [], warm: [], onePost: [] }
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', HUGO_ENABLEGITINFO: 'false' }
  const run = async (kind: keyof typeof measured) => {
    const result = await measureCommand(tool.command, tool.args, { cwd: site.dir, env })
    log(`    ${tool.name}, ${site.posts} posts, ${kind}: ${(result.ms / 1000).toFixed(1)} s, peak ${result.peakMb.toFixed(0)} MB`)
    measured[kind].push(result)
  }
  for (let i = 1; i <= runs; i++) {
    for (const folder of tool.cold) fs.rmSync(path.join(site.dir, folder), { recursive: true, force: true })
    await run('cold')
    await run('noChange')
    fs.rmSync(path.join(site.dir, tool.output), { recursive: true, force: true })
    await run('warm')
    fs.appendFileSync(site.edited, `\nOne more sentence, added for the one-post build of run ${i}.\n`)
    await run('onePost')
  }
  const mid = (kind: keyof typeof measured) => median(measured[kind].map((m) => m.ms))
  return {
    tool: tool.name,
    version: tool.version,
    posts: site.posts,
    coldMs: mid('cold'),
    noChangeMs: mid('noChange'),
    warmMs: mid('warm'),
    onePostMs: mid('onePost'),
    peakMb: Math.max(...Object.values(measured).flatMap((list) => list.map((m) => m.peakMb))),
    htmlPages: fs.readdirSync(path.join(site.dir, tool.output), { recursive: true }).filter((name) => String(name).endsWith('.html')).length,
  }
}

/** Hugo and Astro at each size, in sites of their own in `workDir` (removed after each size). */
export async function benchAnchors({
  sizes,
  runs,
  toolsDir,
  workDir,
  log,
}: {
  sizes: number[]
  runs: number
  toolsDir: string
  workDir: string
  log: (line: string) => void
}): Promise<{ rows: AnchorRow[]; missing: string[] }> {
  const { hugo, astro, missing } = installAnchors(toolsDir, log)
  const rows: AnchorRow[] = []
  const version = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { encoding: 'utf8' }).trim().split('\n')[0]!
    } catch {
      return '?'
    }
  }
  for (const posts of sizes.filter((n) => n > 0)) {
    if (hugo) {
      const dir = path.join(workDir, `hugo-${posts}`)
      const edited = hugoSite(dir, posts)
      const tool = {
        name: 'Hugo',
        version: version(hugo, ['version']),
        command: hugo,
        args: ['--quiet', '--destination', 'public'],
        cold: ['public', 'resources'],
        output: 'public',
      }
      rows.push(await measureAnchor(tool, { dir, edited, posts }, runs, log))
      fs.rmSync(dir, { recursive: true, force: true })
    }
    if (astro) {
      const dir = path.join(workDir, `astro-${posts}`)
      const edited = astroSite(dir, posts, path.join(toolsDir, `astro-${ASTRO_VERSION}`, 'node_modules'))
      const tool = {
        name: 'Astro',
        version: ASTRO_VERSION,
        command: process.execPath,
        args: [astro, 'build', '--silent'],
        cold: ['dist', '.astro-cache', '.astro'],
        output: 'dist',
      }
      rows.push(await measureAnchor(tool, { dir, edited, posts }, runs, log))
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  return { rows, missing }
}

/** Each anchor's figures and this build's as a multiple of them, as console.table rows. */
export function anchorTable(ours: Array<{ posts: number; coldMs: number; noChangeMs: number; warmMs: number; onePostMs: number; peakMb: number }>, anchors: AnchorRow[]) {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const times = (a: number, b: number) => (b > 0 ? `×${(a / b).toFixed(1)}` : '–')
  return anchors.flatMap((anchor) => {
    const own = ours.find((row) => row.posts === anchor.posts)
    return [
      {
        posts: anchor.posts,
        tool: `${anchor.tool} ${anchor.version.replace(/^hugo v([\d.]+).*/, '$1')}`,
        'HTML pages': anchor.htmlPages,
        cold: s(anchor.coldMs),
        'nothing changed': s(anchor.noChangeMs),
        warm: s(anchor.warmMs),
        'one-post edit': s(anchor.onePostMs),
        'peak MB': Math.round(anchor.peakMb),
      },
      ...(own
        ? [
            {
              posts: anchor.posts,
              tool: `this site ÷ ${anchor.tool}`,
              'HTML pages': '',
              cold: times(own.coldMs, anchor.coldMs),
              'nothing changed': times(own.noChangeMs, anchor.noChangeMs),
              warm: times(own.warmMs, anchor.warmMs),
              'one-post edit': times(own.onePostMs, anchor.onePostMs),
              'peak MB': times(own.peakMb, anchor.peakMb),
            },
          ]
        : []),
    ]
  })
}
