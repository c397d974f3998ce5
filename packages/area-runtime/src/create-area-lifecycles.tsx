import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { getPlatform, type AreaProps } from '@harbour/platform';
import { AreaError } from '@harbour/ui';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaRoot } from './AreaRoot';

export interface AreaDefinition {
  name: string;
  App: ComponentType;
}

/** The single-spa lifecycles an area exposes as `./lifecycles`. */
export function createAreaLifecycles({ name, App }: AreaDefinition) {
  const retry = () => getPlatform().areas.retry(name);
  const Root = () => (
    <AreaErrorBoundary areaName={name} onRetry={retry}>
      <AreaRoot>
        <App />
      </AreaRoot>
    </AreaErrorBoundary>
  );
  return singleSpaReact<AreaProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: Root,
    // Last line of defence if something escapes our own boundary.
    errorBoundary: () => <AreaError onRetry={retry} />,
  });
}
