/**
 * A command whose output nobody reads any more (the test or terminal that started it has gone)
 * stops. Without this, writing to the closed pipe fails with EPIPE, Vike's handler of uncaught
 * errors logs that failure to the same closed pipe, and the process spins at full speed forever: an
 * orphaned build left by a timed-out test took a core from the rest of the suite for half an hour.
 */
export function exitWhenOutputCloses(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') process.exit(1)
      throw error
    })
  }
}
