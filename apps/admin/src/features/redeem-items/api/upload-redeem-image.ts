import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { API_BASE } from '../../../lib/env.ts';

/**
 * POST /admin/redeem-items/images {data_url}: stores the picture and names it; the name is set on an
 * item by the create or edit that follows, so an upload alone changes nothing members see.
 */
export function useUploadRedeemImage() {
  return useMutation({
    mutationFn: (body: { data_url: string }) => api.request(rewardDeskRoutes.uploadImage, { body }),
  });
}

/** GET /api/redeem/images/{image_name}: public, the same picture members see, so a plain <img> shows it. */
export function redeemImageUrl(imageName: string): string {
  return `${API_BASE}/redeem/images/${encodeURIComponent(imageName)}`;
}
