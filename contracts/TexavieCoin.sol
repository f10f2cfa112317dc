// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * The coin token ('TX', 18 decimals). Coins are created and taken back only by
 * the server's signer (the Cloud Functions' key): rewards for coin purchases,
 * deductions for coin refunds. Each operation carries an id; an id already used
 * changes nothing, so a retried webhook or refund can never mint or burn twice.
 * Balances are per address: no e-mail address, hashed or not, is stored here.
 */
contract TexavieCoin is ERC20 {
    /** the only account that may reward or deduct */
    address public immutable signer;

    /** operation ids already applied (rewards and deductions share one space) */
    mapping(bytes32 operationId => bool) public operationDone;

    event CoinsRewarded(bytes32 indexed operationId, address indexed to, uint256 amount);
    event CoinsDeducted(bytes32 indexed operationId, address indexed from, uint256 amount);

    error NotSigner(address caller);
    error ZeroSigner();

    constructor(address signer_) ERC20("Texavie Coin", "TX") {
        if (signer_ == address(0)) revert ZeroSigner();
        signer = signer_;
    }

    modifier onlySigner() {
        if (msg.sender != signer) revert NotSigner(msg.sender);
        _;
    }

    /** Mints `amount` to `to` unless `operationId` was applied before; returns whether it applied now. */
    function reward(address to, uint256 amount, bytes32 operationId) external onlySigner returns (bool) {
        if (operationDone[operationId]) return false;
        operationDone[operationId] = true;
        _mint(to, amount);
        emit CoinsRewarded(operationId, to, amount);
        return true;
    }

    /**
     * Burns `amount` from `from` unless `operationId` was applied before; returns whether it applied now.
     * Reverts with ERC20InsufficientBalance (and leaves the id unused) when `from` holds less.
     */
    function deduct(address from, uint256 amount, bytes32 operationId) external onlySigner returns (bool) {
        if (operationDone[operationId]) return false;
        operationDone[operationId] = true;
        _burn(from, amount);
        emit CoinsDeducted(operationId, from, amount);
        return true;
    }
}
