import { crc32, deflateSync, constants as zlib } from 'node:zlib';
import { type Modules, qrModules } from './qr-mask.ts';

/** The hand-off QR code's size in pixels and its quiet zone in modules. */
const WIDTH = 240;
const MARGIN = 1;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(data.length + 12);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, out.length - 4)), out.length - 4);
  return out;
}

const IEND = chunk('IEND', Buffer.alloc(0));

/**
 * The pixel rows of a QR symbol as `qrcode` draws it at `WIDTH` px with a margin of `MARGIN`
 * modules (its `qrToImageData`: the same scale and the same rounding), black on white, one grey
 * byte a pixel, each row behind a filter byte of type 2 (Up: the difference from the row above).
 * A row drawn from the same modules as the one above filters to zeros, so only the first row of
 * each module row is drawn.
 */
function filteredRows(modules: Modules, side: number): Buffer {
  const { size, data } = modules;
  const scale = WIDTH / (size + MARGIN * 2);
  const margin = MARGIN * scale;
  /** The module column of each pixel column, -1 in the quiet zone. */
  const column = new Int32Array(side);
  for (let j = 0; j < side; j++)
    column[j] = j >= margin && j < side - margin ? Math.floor((j - margin) / scale) : -1;
  const rows = Buffer.alloc((side + 1) * side);
  let above = new Uint8Array(side);
  let row = new Uint8Array(side);
  let drawn = -2;
  for (let i = 0; i < side; i++) {
    const at = i * (side + 1);
    rows[at] = 2;
    const source = i >= margin && i < side - margin ? Math.floor((i - margin) / scale) : -1;
    if (source === drawn) continue;
    drawn = source;
    for (let j = 0; j < side; j++) {
      const c = column[j] as number;
      row[j] = source >= 0 && c >= 0 && data[source * size + c] !== 0 ? 0 : 255;
      rows[at + 1 + j] = (row[j] as number) - (above[j] as number);
    }
    [above, row] = [row, above];
  }
  return rows;
}

function header(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return chunk('IHDR', ihdr);
}

/**
 * The hand-off QR code of `url` as a PNG data URL: the picture `QRCode.toDataURL(url, { margin: 1,
 * width: 240 })` draws, written as one grey channel with each row filtered against the one above
 * and compressed as `pngjs` does (level 9, run-length strategy), in one synchronous pass. The
 * library's PNG path fills a 230 KB RGBA buffer, converts it pixel by pixel to grey and deflates
 * it through a stream; this writes the grey rows directly.
 */
export function handOffQrDataUrl(url: string): string {
  const modules = qrModules(url);
  const scale = WIDTH / (modules.size + MARGIN * 2);
  const side = Math.floor((modules.size + MARGIN * 2) * scale);
  const idat = deflateSync(filteredRows(modules, side), { level: 9, strategy: zlib.Z_RLE });
  const png = Buffer.concat([SIGNATURE, header(side), chunk('IDAT', idat), IEND]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
