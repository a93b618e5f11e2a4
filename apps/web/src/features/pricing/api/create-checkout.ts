import { useMutation } from '@tanstack/react-query';
import type { CheckoutSession } from '@yonder/contract/payments';
import type { PlanPeriod } from '@yonder/contract/pricing';
import { api } from '#lib/api-client.ts';

export const createCheckout = async (period: PlanPeriod) =>
  (await api.post<{ data: CheckoutSession }>('/api/v1/payments/checkout', { period })).data;

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
