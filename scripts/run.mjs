/**
 * `node scripts/run.mjs scripts/build.ts [arguments]`: runs one of the project's TypeScript scripts
 * from a single bundle of it and of this project's modules it imports, made with esbuild and kept
 * in node_modules/.cache/site-scripts/. Loading a script through tsx compiles nothing on a second
 * run, but every one of its several hundred modules still goes through tsx's loader hooks: for the
 * build that is most of a second before it starts, on every build. Packages stay outside the bundle
 * and load as Node loads them.
 *
 * The bundle is named by a hash of every file in the project folders it was made from (new files
 * included, so a page folder's new hook is bundled too), of the lock file and of this file: any
 * change makes a new one. `import.meta.url` keeps naming each module's own file, so what a module
 * finds next to itself (a worker, a package it resolves) is what it finds under tsx.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const cacheDir = path.join(root, 'node_modules', '.cache', 'site-scripts')
const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node scripts/run.mjs <script.ts> [arguments]')
  process.exit(2)
}
const entry = path.resolve(root, script)
// The bundle names the project's files by their place: a copy of the project elsewhere (sharing
// these packages, so this folder) has bundles of its own.
const name = `${path
  .relative(root, entry)
  .replace(/[\\/]/g, '-')
  .replace(/\.[cm]?tsx?$/, '')}.${createHash('sha256').update(root).digest('hex').slice(0, 8)}`
/** What the bundle's folders list says it was made from: kept beside the bundles, one per script. */
const foldersFile = path.join(cacheDir, `${name}.folders.json`)

/** Every file under a project folder, sorted (no node_modules). */
function filesUnder(folder) {
  const found = []
  const walk = (dir) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      if (item.name === 'node_modules' || item.name.startsWith('.')) continue
      const file = path.join(dir, item.name)
      if (item.isDirectory()) walk(file)
      else found.push(file)
    }
  }
  walk(folder)
  return found.sort()
}

/** The key of a bundle made from these project folders (relative to the project). */
function keyOf(folders) {
  const hash = createHash('sha256').update(process.version)
  for (const file of [
    fileURLToPath(import.meta.url),
    path.join(root, 'package-lock.json'),
    path.join(root, 'tsconfig.json'),
    ...folders.flatMap((folder) => filesUnder(path.join(root, folder))),
  ]) {
    hash.update(path.relative(root, file)).update('\0')
    try {
      hash.update(fs.readFileSync(file))
    } catch {
      // Not there: counts as empty.
    }
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/** Bundles the script with esbuild; returns the project folders its modules came from. */
async function bundle(outfile) {
  const esbuild = await import('esbuild')
  const keepUrl = {
    name: 'keep-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (file) => {
        if (file.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
        const source = fs.readFileSync(file.path, 'utf8')
        const ext = path.extname(file.path).slice(1).replace(/^[cm]/, '')
        return { contents: source.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(file.path).href)), loader: ext }
      })
    },
  }
  const result = await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
    plugins: [keepUrl],
    absWorkingDir: root,
  })
  const folders = new Set(Object.keys(result.metafile.inputs).map((input) => input.split('/')[0]))
  folders.add(path.relative(root, path.dirname(entry)).split(path.sep)[0])
  return [...folders].filter((folder) => folder && folder !== 'node_modules').sort()
}

/** Removes the bundles of project copies that are gone (a test's copy in the temp folder). */
function forgetGoneProjects() {
  for (const list of fs.readdirSync(cacheDir).filter((file) => file.endsWith('.folders.json'))) {
    let of
    try {
      of = JSON.parse(fs.readFileSync(path.join(cacheDir, list), 'utf8')).root
    } catch {
      continue
    }
    if (typeof of !== 'string' || fs.existsSync(of)) continue
    const prefix = list.slice(0, -'.folders.json'.length)
    for (const file of fs.readdirSync(cacheDir)) if (file.startsWith(prefix)) fs.rmSync(path.join(cacheDir, file), { force: true })
  }
}

async function bundled() {
  let folders
  try {
    folders = JSON.parse(fs.readFileSync(foldersFile, 'utf8')).folders
  } catch {
    folders = undefined
  }
  if (folders) {
    const file = path.join(cacheDir, `${name}-${keyOf(folders)}.mjs`)
    if (fs.existsSync(file)) return file
  }
  fs.mkdirSync(cacheDir, { recursive: true })
  const temp = path.join(cacheDir, `${name}.${process.pid}.tmp.mjs`)
  try {
    folders = await bundle(temp)
    const file = path.join(cacheDir, `${name}-${keyOf(folders)}.mjs`)
    fs.renameSync(temp, file)
    // Older bundles of the script go; one of this key another run wrote meanwhile is the same file.
    for (const old of fs.readdirSync(cacheDir)) {
      if (old.startsWith(`${name}-`) && old.endsWith('.mjs') && old !== path.basename(file)) fs.rmSync(path.join(cacheDir, old), { force: true })
    }
    fs.writeFileSync(`${foldersFile}.${process.pid}`, JSON.stringify({ root, folders }))
    fs.renameSync(`${foldersFile}.${process.pid}`, foldersFile)
    forgetGoneProjects()
    return file
  } finally {
    fs.rmSync(temp, { force: true })
  }
}

let file
try {
  file = await bundled()
} catch (error) {
  // No bundle (esbuild missing, a read-only disk): the script runs through tsx, as before.
  console.error(`(Running ${script} through tsx: it could not be bundled: ${error instanceof Error ? error.message.split('\n')[0] : error})`)
  const { register } = await import('tsx/esm/api')
  register()
  file = entry
}
// The script reads its arguments as if it had been started itself.
process.argv = [process.argv[0], entry, ...args]
await import(pathToFileURL(file).href)
