import type { LucideIcon, LucideProps } from 'lucide-react';
import { ArrowLeft, ArrowRight, ChevronLeft, ChevronRight, ChevronDown, ChevronUp, LogOut, Undo2 } from 'lucide-react';

/**
 * The site's icon set: Lucide, as named re-exports so the bundler keeps only the icons a chunk
 * uses (never `import * as`). Decorative by default: pass aria-label for an icon that carries
 * meaning on its own.
 */
export {
  ArrowDown,
  ArrowUp,
  Bell,
  CalendarDays,
  Check,
  ChevronDown,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  CircleUser,
  Clock,
  Flame,
  Gift,
  House,
  Info,
  Lock,
  Menu,
  Moon,
  Radio,
  Receipt,
  Search,
  Settings,
  Star,
  Sun,
  Ticket,
  Trophy,
  TriangleAlert,
  Wallet,
  X,
} from 'lucide-react';
export type { LucideIcon, LucideProps };

/**
 * Icons that point along the reading direction. They are drawn for left-to-right; the CSS class
 * mirrors them in a right-to-left page (`[dir='rtl'] .icon--directional`), so "next" points to
 * the inline end in Arabic too. Up/down chevrons keep their meaning in both directions.
 */
export const DIRECTIONAL = {
  /** Towards the inline end: "next", "more", "open". */
  forward: ChevronRight,
  /** Towards the inline start: "back", "previous". */
  back: ChevronLeft,
  arrowForward: ArrowRight,
  arrowBack: ArrowLeft,
  logOut: LogOut,
  undo: Undo2,
} as const satisfies Record<string, LucideIcon>;
export type DirectionalName = keyof typeof DIRECTIONAL;

export function DirectionalIcon({ name, className, ...props }: LucideProps & { name: DirectionalName }) {
  const Icon = DIRECTIONAL[name];
  return <Icon aria-hidden="true" {...props} className={iconClass('icon icon--directional', className)} />;
}

/** A disclosure chevron: down when closed, up when open (no mirroring needed). */
export function Disclosure({ open, className, ...props }: LucideProps & { open: boolean }) {
  const Icon = open ? ChevronUp : ChevronDown;
  return <Icon aria-hidden="true" {...props} className={iconClass('icon', className)} />;
}

function iconClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
