// better-sqlite3 refuses to bind JavaScript booleans, while PostgreSQL wants real booleans.
// Repositories write `true`/`false` for both; on SQLite this plugin binds them as 1/0.
import {
  OperationNodeTransformer,
  type PrimitiveValueListNode,
  type ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

const toSqlite = (value: unknown) => (typeof value === "boolean" ? Number(value) : value);

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = toSqlite(node.value);
    return value === node.value ? node : { ...node, value };
  }
  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...node, values: node.values.map(toSqlite) };
  }
}

export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
