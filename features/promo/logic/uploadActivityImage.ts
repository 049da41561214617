import { followEndedSession, type AnswerAt, type Envelope } from '@/lib/bff/bffFetch';
import type { DoorPath } from '@/lib/bff/bffRoutes';

const ACTIVITY_IMAGE_DOOR = '/wps/activity/image' satisfies DoorPath<'POST'>;

/** What one upload came to: the platform's image id, or the envelope's refusal code and message. */
export type UploadResult = { imageId: string } | { code: string; message: string };

/**
 * Sends one activity image to the BFF's upload door (`POST /wps/activity/image`, multipart `file`)
 * through XMLHttpRequest, the only browser API that reports upload progress.
 */
export function uploadActivityImage(file: File, onProgress: (percent: number) => void): { done: Promise<UploadResult>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    request.open('POST', ACTIVITY_IMAGE_DOOR);
    request.responseType = 'json';
    // The last byte sent is not an uploaded image: the door still hands it to the platform. 100 % waits for the
    // image id, so a player who sees every bar full can apply at once.
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const body = request.response as Envelope<AnswerAt<typeof ACTIVITY_IMAGE_DOOR, 'POST'>> | null;
      if (body && typeof body.success === 'boolean') followEndedSession(request.status, body);
      if (body?.success && body.value?.imageId) {
        onProgress(100);
        resolve({ imageId: body.value.imageId });
      } else {
        resolve({ code: body?.code ?? '', message: body?.message ?? '' });
      }
    };
    request.onerror = () => resolve({ code: 'NETWORK', message: '' });
    request.onabort = () => resolve({ code: 'ABORTED', message: '' });
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
