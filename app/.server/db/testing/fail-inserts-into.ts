// For tests of atomic saves: a Kysely plugin that makes every INSERT into one table fail, as a
// broken disk or a violated constraint would, so a save can be made to fail half-way.
import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

export class FailInsertsInto implements KyselyPlugin {
  constructor(private readonly table: string) {}
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === "InsertQueryNode" && node.into?.table.identifier.name === this.table) {
      throw new Error(`injected failure inserting into ${this.table}`);
    }
    return new OperationNodeTransformer().transformNode(node);
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
