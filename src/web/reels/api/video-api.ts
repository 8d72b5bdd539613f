import { queryOptions } from '@tanstack/react-query';
import {
  VideoSchema,
  VideoUploadedSchema,
  type AudioMerge,
  type Video,
  type VideoCover,
  type VideoUploaded,
} from '../../../shared/schemas/reels.ts';
import { request } from '../../api/client.ts';
import { uploadFile, type UploadHandle } from '../../api/upload.ts';

export const VIDEO_KEY = ['video'] as const;
/** How often a clip that is still being processed is asked about. */
export const VIDEO_POLL_MS = 1000;

const working = (v: Video | undefined) => v?.status === 'queued' || v?.status === 'processing';

/** The clip to `/api/video/upload`, with real progress and a cancel (see `uploadFile`). */
export const uploadVideo = (
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle<VideoUploaded> => uploadFile('/api/video/upload', file, onProgress, VideoUploadedSchema);

export const getVideo = (videoId: string) =>
  request('GET', `/video/${encodeURIComponent(videoId)}`, undefined, { schema: VideoSchema });

/** One of my clips; asked again every second while the server is still working on it. */
export const videoQuery = (videoId: string) =>
  queryOptions({
    queryKey: [...VIDEO_KEY, videoId],
    queryFn: () => getVideo(videoId),
    enabled: videoId !== '',
    refetchInterval: (q) => (working(q.state.data) ? VIDEO_POLL_MS : false),
    // Processing goes on while the tab is in the background; the answer is wanted on return.
    refetchIntervalInBackground: false,
    retry: 1,
  });

/** The clip with a track mixed in: a new video, processed by a job like an upload. */
export const mergeAudio = (body: AudioMerge) =>
  request('POST', '/video/audioMerge', body, { schema: VideoUploadedSchema });

/** A frame (`atMs`) or an uploaded picture (`imageUrl`) as the clip's cover. */
export const setVideoCover = (videoId: string, body: VideoCover) =>
  request('POST', `/video/${encodeURIComponent(videoId)}/cover`, body, { schema: VideoSchema });
