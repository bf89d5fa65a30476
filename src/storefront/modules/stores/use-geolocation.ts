import { useCallback, useState } from 'react';
import type { Position } from './distance';

export type GeolocationStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/**
 * The shopper's position, asked for only when they press the button (never on page load), and
 * kept on this page only. Refused, missing or slow: the page keeps working without it.
 */
export function useGeolocation() {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [position, setPosition] = useState<Position | null>(null);
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        setStatus('located');
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  }, []);
  return { status, position, locate };
}
