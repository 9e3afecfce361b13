/**
 * css-animation-generator's presets. Keyframes adapted from Animate.css 4.1.1 (Daniel Eden,
 * MIT licence at that release; github.com/animate-css/animate.css, tag v4.1.1, source/*.css):
 * fadeIn, slideInLeft, bounce, pulse, shakeX, zoomIn and flip, with `from`/`to` written 0 %/100 %
 * and grouped selectors (from, 20%, 53%, to) split into one keyframe per offset. Changes:
 * - slideInLeft's `visibility: visible` is dropped (not a property this tool writes; the element is
 *   visible anyway).
 * - bounce's 80 % keyframe sets `transition-timing-function`, which has no effect inside @keyframes
 *   (CSS Animations 1 §3: only animation-timing-function is read there); it is dropped.
 * - Animate.css's base class gives every animation 1s and fill-mode both; pulse adds ease-in-out,
 *   bounce transform-origin: center bottom, flip backface-visibility: visible.
 * spin is Tailwind CSS v3's animate-spin (MIT): `spin 1s linear infinite`, keyframes
 * `to { transform: rotate(360deg) }`.
 */

export type PresetProperties = Partial<Record<'opacity', number> & Record<'transform' | 'animation-timing-function', string>>;

export interface AnimationPreset {
  /** The @keyframes name (kebab-case of Animate.css's name). */
  name: string;
  keyframes: { offsets: number[]; properties: PresetProperties }[];
  timing: { duration?: number; timing_function?: string; iteration_count?: number | 'infinite' };
  /** Extra declarations of the class rule: constants of ours, never user text. */
  class_extras: [string, string][];
}

const BOUNCE_OUT = 'cubic-bezier(0.215, 0.61, 0.355, 1)';
const BOUNCE_IN = 'cubic-bezier(0.755, 0.05, 0.855, 0.06)';
const FLIP = (scale: number, z: string, angle: string) => `perspective(400px) scale3d(${scale}, ${scale}, ${scale}) translate3d(0, 0, ${z}) rotate3d(0, 1, 0, ${angle})`;

export const ANIMATION_PRESETS = {
  fade_in: {
    name: 'fade-in',
    keyframes: [
      { offsets: [0], properties: { opacity: 0 } },
      { offsets: [100], properties: { opacity: 1 } },
    ],
    timing: {},
    class_extras: [],
  },
  slide_in_left: {
    name: 'slide-in-left',
    keyframes: [
      { offsets: [0], properties: { transform: 'translate3d(-100%, 0, 0)' } },
      { offsets: [100], properties: { transform: 'translate3d(0, 0, 0)' } },
    ],
    timing: {},
    class_extras: [],
  },
  bounce: {
    name: 'bounce',
    keyframes: [
      { offsets: [0, 20, 53, 100], properties: { 'animation-timing-function': BOUNCE_OUT, transform: 'translate3d(0, 0, 0)' } },
      { offsets: [40, 43], properties: { 'animation-timing-function': BOUNCE_IN, transform: 'translate3d(0, -30px, 0) scaleY(1.1)' } },
      { offsets: [70], properties: { 'animation-timing-function': BOUNCE_IN, transform: 'translate3d(0, -15px, 0) scaleY(1.05)' } },
      { offsets: [80], properties: { transform: 'translate3d(0, 0, 0) scaleY(0.95)' } },
      { offsets: [90], properties: { transform: 'translate3d(0, -4px, 0) scaleY(1.02)' } },
    ],
    timing: {},
    class_extras: [['transform-origin', 'center bottom']],
  },
  pulse: {
    name: 'pulse',
    keyframes: [
      { offsets: [0], properties: { transform: 'scale3d(1, 1, 1)' } },
      { offsets: [50], properties: { transform: 'scale3d(1.05, 1.05, 1.05)' } },
      { offsets: [100], properties: { transform: 'scale3d(1, 1, 1)' } },
    ],
    timing: { timing_function: 'ease-in-out' },
    class_extras: [],
  },
  spin: {
    name: 'spin',
    keyframes: [{ offsets: [100], properties: { transform: 'rotate(360deg)' } }],
    timing: { duration: 1000, timing_function: 'linear', iteration_count: 'infinite' },
    class_extras: [],
  },
  shake: {
    name: 'shake',
    keyframes: [
      { offsets: [0, 100], properties: { transform: 'translate3d(0, 0, 0)' } },
      { offsets: [10, 30, 50, 70, 90], properties: { transform: 'translate3d(-10px, 0, 0)' } },
      { offsets: [20, 40, 60, 80], properties: { transform: 'translate3d(10px, 0, 0)' } },
    ],
    timing: {},
    class_extras: [],
  },
  zoom_in: {
    name: 'zoom-in',
    keyframes: [
      { offsets: [0], properties: { opacity: 0, transform: 'scale3d(0.3, 0.3, 0.3)' } },
      { offsets: [50], properties: { opacity: 1 } },
    ],
    timing: {},
    class_extras: [],
  },
  flip: {
    name: 'flip',
    keyframes: [
      { offsets: [0], properties: { transform: FLIP(1, '0', '-360deg'), 'animation-timing-function': 'ease-out' } },
      { offsets: [40], properties: { transform: FLIP(1, '150px', '-190deg'), 'animation-timing-function': 'ease-out' } },
      { offsets: [50], properties: { transform: FLIP(1, '150px', '-170deg'), 'animation-timing-function': 'ease-in' } },
      { offsets: [80], properties: { transform: FLIP(0.95, '0', '0deg'), 'animation-timing-function': 'ease-in' } },
      { offsets: [100], properties: { transform: FLIP(1, '0', '0deg'), 'animation-timing-function': 'ease-in' } },
    ],
    timing: {},
    class_extras: [['backface-visibility', 'visible']],
  },
} satisfies Record<string, AnimationPreset>;

export type AnimationPresetName = keyof typeof ANIMATION_PRESETS;
export const ANIMATION_PRESET_NAMES = Object.keys(ANIMATION_PRESETS) as [AnimationPresetName, ...AnimationPresetName[]];
