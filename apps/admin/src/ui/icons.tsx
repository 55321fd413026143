// The console's own line icons, on the kit's Icon frame (24×24, stroke = currentColor, decorative).
import { Icon, type IconProps } from '@sanam/ui/icons.tsx';

export const RefreshIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </Icon>
);
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
