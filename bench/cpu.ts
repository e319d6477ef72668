/** CPU milliseconds used by this process (user + system). */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
