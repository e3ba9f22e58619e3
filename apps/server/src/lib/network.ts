import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

const LISTENS_EVERYWHERE = new Set(['0.0.0.0', '::', '']);
const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|::1)$/;

/**
 * Where other devices on the network (a courier's phone on the office Wi-Fi) reach a server that
 * listens on `host`: each of the machine's external IPv4 addresses when it listens everywhere,
 * the one address it listens on otherwise, none when only the machine itself can connect.
 */
export function networkUrls(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  if (LOOPBACK.test(host)) return [];
  if (!LISTENS_EVERYWHERE.has(host)) return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  return Object.values(interfaces)
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address?.address}:${port}`);
}
