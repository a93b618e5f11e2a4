// html-encoding-sniffer 7 ships no types: its one function, as its README describes it.
declare module 'html-encoding-sniffer' {
  /** The WHATWG name of the encoding of an HTML or XML byte stream (jsdom's sniffer). */
  export default function sniffEncoding(
    bytes: Uint8Array,
    options?: {
      xml?: boolean;
      transportLayerEncodingLabel?: string;
      defaultEncoding?: string;
      maxPrescanBytes?: number;
    },
  ): string;
}
