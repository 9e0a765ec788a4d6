import QRCode from 'qrcode';

/**
 * A QR symbol's modules as `qrcode` builds them: one byte per module, row by row; `reservedBit`
 * marks the function patterns and the format and version areas, which masks leave alone.
 */
export interface Modules {
  size: number;
  data: Uint8Array;
  reservedBit: Uint8Array;
}

const MASKS = 8;
/** The format information's BCH generator and the mask XORed over it (ISO/IEC 18004, annex C). */
const G15 = 0b10100110111;
const G15_MASK = 0b101010000010010;

/** Whether mask `pattern` flips the module at row `i`, column `j` (ISO/IEC 18004, table 10). */
function masks(pattern: number, i: number, j: number): boolean {
  switch (pattern) {
    case 0:
      return (i + j) % 2 === 0;
    case 1:
      return i % 2 === 0;
    case 2:
      return j % 3 === 0;
    case 3:
      return (i + j) % 3 === 0;
    case 4:
      return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5:
      return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6:
      return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    default:
      return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
  }
}

/** The 15 format bits of an error correction level's bits and a mask. */
function formatBits(levelBits: number, pattern: number): number {
  const data = (levelBits << 3) | pattern;
  let rest = data << 10;
  for (let bit = 14; bit >= 10; bit--) if ((rest >> bit) & 1) rest ^= G15 << (bit - 10);
  return ((data << 10) | rest) ^ G15_MASK;
}

/** Where each format bit goes, twice (as `qrcode` places them), as module indexes. */
function formatPlaces(size: number): [number, number][] {
  const at = (row: number, col: number) => row * size + col;
  return Array.from({ length: 15 }, (_, i): [number, number] => [
    i < 6 ? at(i, 8) : i < 8 ? at(i + 1, 8) : at(size - 15 + i, 8),
    i < 8 ? at(8, size - i - 1) : i < 9 ? at(8, 15 - i) : at(8, 14 - i),
  ]);
}

/** The modules each mask flips in symbols of one size (never a reserved one), cached by size. */
const flipsBySize = new Map<number, Uint8Array[]>();

function flipsOf(modules: Modules): Uint8Array[] {
  const { size, reservedBit } = modules;
  let flips = flipsBySize.get(size);
  if (!flips) {
    flips = Array.from({ length: MASKS }, (_, pattern) => {
      const flip = new Uint8Array(size * size);
      for (let i = 0; i < size; i++)
        for (let j = 0; j < size; j++)
          flip[i * size + j] = !reservedBit[i * size + j] && masks(pattern, i, j) ? 1 : 0;
      return flip;
    });
    flipsBySize.set(size, flips);
  }
  return flips;
}

/**
 * The penalty of a masked symbol, rule for rule as `qrcode`'s `getPenaltyN1` to `N4` count it:
 * runs of five or more, 2x2 blocks, finder-like patterns and the balance of dark modules.
 */
function penalty(data: Uint8Array, size: number): number {
  let runs = 0;
  let blocks = 0;
  let finders = 0;
  let dark = 0;
  for (let a = 0; a < size; a++) {
    let rowRun = 0;
    let colRun = 0;
    let rowLast = -1;
    let colLast = -1;
    let rowBits = 0;
    let colBits = 0;
    for (let b = 0; b < size; b++) {
      const inRow = data[a * size + b] as number;
      const inCol = data[b * size + a] as number;
      dark += inRow;
      if (inRow === rowLast) rowRun++;
      else {
        if (rowRun >= 5) runs += 3 + rowRun - 5;
        rowLast = inRow;
        rowRun = 1;
      }
      if (inCol === colLast) colRun++;
      else {
        if (colRun >= 5) runs += 3 + colRun - 5;
        colLast = inCol;
        colRun = 1;
      }
      rowBits = ((rowBits << 1) & 0x7ff) | inRow;
      colBits = ((colBits << 1) & 0x7ff) | inCol;
      if (b >= 10 && (rowBits === 0x5d0 || rowBits === 0x05d)) finders++;
      if (b >= 10 && (colBits === 0x5d0 || colBits === 0x05d)) finders++;
      if (a < size - 1 && b < size - 1) {
        const square = inRow + (data[a * size + b + 1] as number) + (data[(a + 1) * size + b] as number);
        const all = square + (data[(a + 1) * size + b + 1] as number);
        if (all === 4 || all === 0) blocks++;
      }
    }
    if (rowRun >= 5) runs += 3 + rowRun - 5;
    if (colRun >= 5) runs += 3 + colRun - 5;
  }
  const balance = Math.abs(Math.ceil((dark * 100) / data.length / 5) - 10);
  return runs + blocks * 3 + finders * 40 + balance * 10;
}

/**
 * The symbol `QRCode.create(text)` makes, with the mask it would choose, in a fraction of the
 * time: the library scores each of the eight masks by stepping through its matrix a module at a
 * time; this builds the symbol once with mask 0 and scores the masks over flat arrays.
 */
export function qrModules(text: string): Modules {
  const symbol = QRCode.create(text, { maskPattern: 0 });
  const modules = symbol.modules as unknown as Modules;
  const { size, data } = modules;
  const levelBits = (symbol.errorCorrectionLevel as unknown as { bit: number }).bit;
  const flips = flipsOf(modules);
  const places = formatPlaces(size);
  const unmasked = new Uint8Array(data.length);
  const zero = flips[0] as Uint8Array;
  for (let at = 0; at < data.length; at++) unmasked[at] = (data[at] as number) ^ (zero[at] as number);
  const masked = (pattern: number): Uint8Array => {
    const flip = flips[pattern] as Uint8Array;
    const out = new Uint8Array(unmasked.length);
    for (let at = 0; at < out.length; at++) out[at] = (unmasked[at] as number) ^ (flip[at] as number);
    const bits = formatBits(levelBits, pattern);
    for (let bit = 0; bit < 15; bit++) {
      const [first, second] = places[bit] as [number, number];
      out[first] = out[second] = (bits >> bit) & 1;
    }
    out[(size - 8) * size + 8] = 1;
    return out;
  };
  let best = masked(0);
  let lowest = penalty(best, size);
  for (let pattern = 1; pattern < MASKS; pattern++) {
    const candidate = masked(pattern);
    const score = penalty(candidate, size);
    if (score < lowest) [best, lowest] = [candidate, score];
  }
  return { size, data: best, reservedBit: modules.reservedBit };
}
