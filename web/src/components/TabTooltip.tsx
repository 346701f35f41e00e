import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/**
 * A tab's hint on mouse hover or keyboard focus. A chunk of its own, loaded by the tab bar after its
 * first render, and never on a touch-only screen, where it cannot open: Chakra's tooltip brings its
 * positioning engine (~13 KB compressed) that no screen needs to paint.
 */
export default function TabTooltip({ hint, children }: { hint: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={400} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{hint}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
