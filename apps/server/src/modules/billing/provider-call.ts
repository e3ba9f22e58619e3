import { AppError, invalidInput } from '../../http/errors';
import { CardDeclinedError, UnknownPaymentMethodError } from '../../providers/payments/payments';

/** A refused charge in the spec's words (SPEC §8 "Card"), 402. */
export function decline(code: string | null): AppError {
  return new AppError(code === 'card_insufficient_funds' ? 'card_insufficient_funds' : 'card_declined', 402);
}

/** A provider call: a card it refuses is the client's 402; any other failure is a 503. */
export async function callProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CardDeclinedError) throw new AppError(error.code, 402);
    if (error instanceof UnknownPaymentMethodError)
      throw invalidInput({ payment_method_id: 'invalid_value' });
    if (error instanceof AppError) throw error;
    throw new AppError('payments_unavailable', 503);
  }
}
