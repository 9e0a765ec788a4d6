import { brandInputs, readManifest } from './approvals.ts';
import { drawingDigest } from './drawing.ts';

/**
 * Which brands need their screens reviewed again: those whose brand files, or whose drawing code,
 * differ from what their baselines were approved for. A change confined to one brand's folder
 * reviews that brand only; a change to the code that draws every brand reviews every brand.
 */

/** What a brand's screens are drawn from now, and what each approval was for. */
export interface DrawnFrom {
  inputs: Record<string, string>;
  drawing: string;
}

/** Whether any approved screen of the brand was approved for other inputs or another drawing. */
export function needsReview(now: DrawnFrom, approvals: readonly DrawnFrom[]): boolean {
  if (approvals.length === 0) return true;
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  return approvals.some((approval) => approval.drawing !== now.drawing || !same(approval.inputs, now.inputs));
}

export function changedBrands(brands: readonly string[]): string[] {
  const drawing = drawingDigest();
  return brands.filter((brand) => {
    const manifest = readManifest(brand);
    const used = new Set(Object.values(manifest.screens));
    const approvals = [...used].map((id) => manifest.approvals[id]).filter((a) => a !== undefined);
    return needsReview({ inputs: brandInputs(brand), drawing }, approvals);
  });
}
