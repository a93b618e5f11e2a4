import { BlockList, isIP } from 'node:net';

/** One allowed address or CIDR range (`10.0.0.0/8`, `::1`, `fd00::/8`). */
export type AddressRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** Comma-separated addresses and CIDR ranges, IPv4 or IPv6; each bad entry is one issue. */
export function parseAddressRanges(value: string): { ranges: AddressRange[]; issues: string[] } {
  const ranges: AddressRange[] = [];
  const issues: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', prefixText, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxPrefix = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (
      version === 0 ||
      rest.length > 0 ||
      (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
      prefix > maxPrefix
    ) {
      issues.push(`"${entry}" is not an IP address or a CIDR range`);
      continue;
    }
    ranges.push({ address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' });
  }
  return { ranges, issues };
}

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an address is in one of the ranges; no ranges: none is. */
export function createAddressMatcher(ranges: readonly AddressRange[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const { address, prefix, family } of ranges) list.addSubnet(address, prefix, family);
  return (ip) => {
    if (ranges.length === 0) return false;
    // A dual-stack socket reports an IPv4 client as `::ffff:a.b.c.d`.
    const address = MAPPED_IPV4.exec(ip)?.[1] ?? ip;
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
