/**
 * Brotli and gzip copies of every text file of the built site, for hosts and the preview server
 * that serve them as they are. Files are compressed in parallel (zlib's thread pool uses every
 * core), and each result is kept under node_modules/.cache/ by the hash of the file's content, so
 * a rebuild compresses only the files that changed.
 *
 * Hashed assets (scripts, styles) are compressed as hard as brotli can (quality 11): there are few
 * of them and they change rarely. Pages use quality 5: quality 11 makes them about 12% smaller
 * but costs ten times the time (about 45 ms a page), which a site of thousands of pages feels.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { buildCacheDir } from '../../lib/cacheKey'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth compressing; pictures, fonts and Pagefind's own packed files are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|ico)$/
const NOT_SERVED = new Set(['_headers', '_redirects'])
/** At most this many files in flight: enough to keep the thread pool busy without holding the whole site in memory. */
const IN_FLIGHT = 16

async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(buildCacheDir('compress'), key.slice(0, 2), key)
  try {
    return await fs.promises.readFile(file)
  } catch {
    const data = await make()
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      await fs.promises.writeFile(`${file}.${process.pid}.tmp`, data)
      await fs.promises.rename(`${file}.${process.pid}.tmp`, file)
    } catch {
      // A read-only cache only costs speed.
    }
    return data
  }
}

async function compressFile(file: string, clientDir: string): Promise<void> {
  const data = await fs.promises.readFile(file)
  if (data.length < 512) return
  const hash = createHash('sha1').update(data).digest('hex')
  const quality = path.relative(clientDir, file).startsWith(`assets${path.sep}`) ? 11 : 5
  const [br, gzipped] = await Promise.all([
    cached(`${hash}.q${quality}.br`, () => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })),
    cached(`${hash}.gz`, () => gz(data, { level: 9 })),
  ])
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gzipped)])
}

/**
 * Compresses the files under `clientDir`, or only those under its folder `under`, leaving out its
 * folder `except` (one still being written).
 */
export async function precompress(clientDir: string, options: { under?: string; except?: string } = {}): Promise<void> {
  const start = options.under ? path.join(clientDir, options.under) : clientDir
  const skip = options.except ? path.join(clientDir, options.except) : undefined
  if (!fs.existsSync(start)) return
  const files = fs
    .readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !NOT_SERVED.has(entry.name))
    .filter((entry) => !skip || (entry.parentPath !== skip && !entry.parentPath.startsWith(skip + path.sep)))
    .map((entry) => path.join(entry.parentPath, entry.name))
  let next = 0
  const worker = async () => {
    while (next < files.length) await compressFile(files[next++]!, clientDir)
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
}
