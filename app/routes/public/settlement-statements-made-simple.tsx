import type { MetaFunction } from "react-router";
import { routeMeta } from "#app/features/process/route-meta.ts";
import { StatementGuides, StatementLines } from "#app/features/process/statement-guides.tsx";
import { StepPage } from "#app/features/process/step-page.tsx";

const PATH = "/settlement-statements-made-simple";

export const meta: MetaFunction = () => routeMeta(PATH);

export default function Page() {
  return (
    <StepPage path={PATH}>
      <StatementGuides />
      <StatementLines />
    </StepPage>
  );
}
