import { storage } from '../../app/session/storage';
import { LIFETIMES, STORAGE_KEYS } from '../../app/session/storageKeys';

// Finishing or closing a tour is remembered for 10 days per page key and version (spec §9).
const keyOf = (pageKey: string, version: string): string => `${STORAGE_KEYS.tourPrefix}${pageKey}_${version}`;

export function isTourDone(pageKey: string, version: string): boolean {
  return storage.get<boolean>(keyOf(pageKey, version)) === true;
}

export function markTourDone(pageKey: string, version: string): void {
  storage.set(keyOf(pageKey, version), true, LIFETIMES.tour);
}
