import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** One stroke of an icon: a path's `d`, or a circle or rounded rectangle by its numbers. */
type Shape =
  | string
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number };

const circle = (cx: number, cy: number, r: number): Shape => ({ kind: 'circle', cx, cy, r });
const rect = (x: number, y: number, width: number, height: number, rx: number): Shape => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  rx,
});

function drawShape(shape: Shape, index: number, pathProps: SVGProps<SVGPathElement> | undefined) {
  if (typeof shape === 'string') return <path key={index} d={shape} {...pathProps} />;
  const { kind, ...numbers } = shape;
  return kind === 'circle' ? <circle key={index} {...numbers} /> : <rect key={index} {...numbers} />;
}

/**
 * Stroke icons drawn on a 24px grid from their shapes, in order; decorative unless given a title
 * by the caller. `pathProps` go on every path (a filled play triangle, a bolder pause).
 */
function icon(shapes: Shape[], pathProps?: SVGProps<SVGPathElement>) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes.map((shape, index) => drawShape(shape, index, pathProps))}
      </svg>
    );
  };
}

export const ArrowRightIcon = icon(['M5 12h14M13 6l6 6-6 6']);
export const ArrowLeftIcon = icon(['M19 12H5M11 6l-6 6 6 6']);
export const ChevronLeftIcon = icon(['M15 6l-6 6 6 6']);
export const ChevronRightIcon = icon(['M9 6l6 6-6 6']);
export const ChevronDownIcon = icon(['M6 9l6 6 6-6']);
export const CheckIcon = icon(['M5 12.5l4.5 4.5L19 7.5']);
export const MenuIcon = icon(['M4 7h16M4 12h16M4 17h16']);
export const CloseIcon = icon(['M6 6l12 12M18 6L6 18']);
export const PlusIcon = icon(['M12 5v14M5 12h14']);
export const TrashIcon = icon([
  'M4 7h16M10 11v6M14 11v6',
  'M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
]);
export const EyeIcon = icon(['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', circle(12, 12, 3)]);
export const EyeOffIcon = icon([
  'M3 3l18 18',
  'M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a9.8 9.8 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
]);
export const UsersIcon = icon([
  circle(9, 8, 3.5),
  'M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M21.5 20a6.5 6.5 0 0 0-4-6',
]);
export const PaletteIcon = icon([
  'M12 3a9 9 0 1 0 0 18c1.4 0 2-1 2-2 0-1.5-1.5-2-1.5-3.5S13.6 13 15 13h2.5A3.5 3.5 0 0 0 21 9.5C21 5.9 17 3 12 3z',
  circle(7.5, 11, 1.2),
  circle(10, 7, 1.2),
  circle(15, 7.5, 1.2),
]);
export const HelpIcon = icon([
  circle(12, 12, 9),
  'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01',
]);
export const IdCardIcon = icon([
  rect(3, 5, 18, 14, 2.5),
  circle(9, 11, 2),
  'M6 16a3 3 0 0 1 6 0M14.5 10h3.5M14.5 13.5h3.5',
]);
export const CardIcon = icon([rect(2.5, 5, 19, 14, 2.5), 'M2.5 10h19M6.5 15h4']);
export const KeyIcon = icon([circle(8, 15, 4), 'M10.8 12.2L20 3M16 7l3 3M14 9l2 2']);
/** A plug: another system connected (Integrations). */
export const PlugIcon = icon(['M9 3v5M15 3v5', 'M6 8h12v3a6 6 0 0 1-12 0V8z', 'M12 17v4']);
export const LogoutIcon = icon(['M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10']);
export const MapPinIcon = icon([
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z',
  circle(12, 9.5, 2.5),
]);
export const ChartIcon = icon(['M4 20V10M10 20V4M16 20v-7M22 20H2']);
export const StarIcon = icon([
  'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z',
]);
export const MessageIcon = icon(['M4 5h16v11H9l-5 4V5z']);
export const PhoneIcon = icon([rect(6.5, 2.5, 11, 19, 2.5), 'M11 18.5h2']);
export const ClockIcon = icon([circle(12, 12, 9), 'M12 7v5l3 2']);
export const SparkIcon = icon([
  'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6',
]);
export const AlertIcon = icon([circle(12, 12, 9), 'M12 7.5v5.5M12 16.5h.01']);
export const GlobeIcon = icon([
  circle(12, 12, 9),
  'M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z',
]);
export const InboxIcon = icon(['M3 13l3-8h12l3 8v6H3v-6z', 'M3 13h5l1.5 2.5h5L16 13h5']);
export const BuildingIcon = icon([
  'M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20',
  'M8 8h3M8 12h3M8 16h3',
]);

/** Vehicles, filled for use in selectable cards. */
export const MotorcycleIcon = icon([
  circle(5.5, 16.5, 3),
  circle(18.5, 16.5, 3),
  'M8.5 16.5h5l3-6.5h-4M14 6h2.5l2 10.5M5.5 16.5l3-5h6',
]);
export const TruckIcon = icon([
  'M2.5 6.5h11v9.5h-11zM13.5 10h4l3 3.5v2.5h-7',
  circle(6.5, 17.5, 2),
  circle(17, 17.5, 2),
]);
export const BicycleIcon = icon([
  circle(5.5, 16, 3.5),
  circle(18.5, 16, 3.5),
  'M5.5 16l4-7h6.5l2.5 7M9.5 9L12 16h0l4-7M8 6.5h3',
]);
export const PencilIcon = icon(['M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4']);
export const PowerIcon = icon(['M12 3v8M7 6.3a7.5 7.5 0 1 0 10 0']);
export const CopyIcon = icon([
  rect(8.5, 8.5, 12, 12, 2.5),
  'M15.5 8.5V6a2.5 2.5 0 0 0-2.5-2.5H6A2.5 2.5 0 0 0 3.5 6v7A2.5 2.5 0 0 0 6 15.5h2.5',
]);

/** Rating faces (SPEC §9 "Ratings": 1 sad, 2 neutral, 3 happy). */
export const FaceSadIcon = icon([circle(12, 12, 9), 'M8.5 16.5a4.5 4.5 0 0 1 7 0M9 10h.01M15 10h.01']);
export const FaceNeutralIcon = icon([circle(12, 12, 9), 'M8.5 15.5h7M9 10h.01M15 10h.01']);
export const FaceHappyIcon = icon([circle(12, 12, 9), 'M8 14a4.5 4.5 0 0 0 8 0M9 10h.01M15 10h.01']);
/** The face of a rating of 1, 2 or 3. */
export const RATING_FACES = { 1: FaceSadIcon, 2: FaceNeutralIcon, 3: FaceHappyIcon } as const;
export const CalendarIcon = icon([rect(3.5, 5, 17, 15.5, 2.5), 'M3.5 10h17M8 3v4M16 3v4']);
export const SendIcon = icon(['M21 3L10 14M21 3l-7 18-4-7-7-4 18-7z']);
export const BookIcon = icon([
  'M5 5.5A2.5 2.5 0 0 1 7.5 3H19v14H7.5A2.5 2.5 0 0 0 5 19.5v-14z',
  'M5 19.5A2.5 2.5 0 0 0 7.5 22H19v-5M9 7.5h6',
]);
export const ExternalLinkIcon = icon([
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
]);
export const RouteIcon = icon([
  circle(6, 19, 2),
  circle(18, 5, 2),
  'M8 19h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16',
]);
export const FitAllIcon = icon([
  'M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4',
  circle(12, 12, 2.5),
]);
export const GpsIcon = icon([circle(12, 12, 7), circle(12, 12, 2.5), 'M12 2v3M12 19v3M2 12h3M19 12h3']);
export const DownloadIcon = icon(['M12 4v11M7 10l5 5 5-5M5 20h14']);
export const PlayIcon = icon(['M8 5.5v13l10.5-6.5L8 5.5z'], { fill: 'currentColor' });
export const PauseIcon = icon(['M8 5v14M16 5v14'], { strokeWidth: 3 });
export const FlagIcon = icon(['M5 21V4M5 4h11l-2 4 2 4H5']);
export const RestartIcon = icon(['M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5']);
export const CameraIcon = icon([
  'M3 8.5A2.5 2.5 0 0 1 5.5 6h2l1.5-2h6l1.5 2h2A2.5 2.5 0 0 1 21 8.5v9a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5v-9z',
  circle(12, 13, 3.5),
]);
